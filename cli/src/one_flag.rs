//! Flags of which at most one may be given, read by clap as one value of an enum:
//! `renju explain --json | --svg`, `renju bench --incremental | --undo | --point`.

use clap::builder::PossibleValue;
use clap::{Arg, ArgAction, ArgGroup, ArgMatches, Args, Command, FromArgMatches, ValueEnum};

/// A choice made by a flag: one flag `--NAME` for each value of the [`ValueEnum`] `E` (the
/// value's name, helped by the value's help; a `#[value(skip)]` value has none), all in one
/// [`ArgGroup`] of which at most one may be given. Clap refuses two ("the argument '--json'
/// cannot be used with '--svg'") and says which was given; none given is `E::default()`.
///
/// ```
/// use clap::{Parser, ValueEnum};
/// use renju_cli::one_flag::OneFlag;
///
/// #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
/// enum Form {
///     #[default]
///     #[value(skip)]
///     Text,
///     /// Print JSON instead
///     Json,
///     /// Draw an SVG picture instead
///     Svg,
/// }
///
/// #[derive(Parser)]
/// struct Explain {
///     #[command(flatten)]
///     form: OneFlag<Form>,
/// }
///
/// assert_eq!(Explain::parse_from(["explain"]).form.0, Form::Text);
/// assert_eq!(Explain::parse_from(["explain", "--svg"]).form.0, Form::Svg);
/// assert!(Explain::try_parse_from(["explain", "--json", "--svg"]).is_err());
/// assert!(Explain::try_parse_from(["explain", "--text"]).is_err());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OneFlag<E>(pub E);

impl<E: ValueEnum + Default + 'static> OneFlag<E> {
    /// The group's id: the enum's type name, so that two choices in one command do not meet.
    fn group() -> &'static str {
        std::any::type_name::<E>()
    }

    /// The values that have a flag, with their names and helps.
    fn flags() -> impl Iterator<Item = PossibleValue> {
        E::value_variants()
            .iter()
            .filter_map(ValueEnum::to_possible_value)
    }
}

impl<E: ValueEnum + Default + 'static> FromArgMatches for OneFlag<E> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let Some(given) = matches.get_one::<clap::Id>(Self::group()) else {
            return Ok(OneFlag(E::default()));
        };
        E::from_str(given.as_str(), false)
            .map(OneFlag)
            .map_err(|e| clap::Error::raw(clap::error::ErrorKind::InvalidValue, e))
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        if matches.contains_id(Self::group()) {
            *self = Self::from_arg_matches(matches)?;
        }
        Ok(())
    }
}

impl<E: ValueEnum + Default + 'static> Args for OneFlag<E> {
    fn group_id() -> Option<clap::Id> {
        Some(clap::Id::from(Self::group()))
    }

    fn augment_args(command: Command) -> Command {
        let mut group = ArgGroup::new(Self::group()).multiple(false);
        let mut command = command;
        for value in Self::flags() {
            let name = value.get_name().to_string();
            group = group.arg(name.clone());
            let mut flag = Arg::new(name.clone()).long(name).action(ArgAction::SetTrue);
            if let Some(help) = value.get_help() {
                flag = flag.help(help.clone());
            }
            command = command.arg(flag);
        }
        command.group(group)
    }

    fn augment_args_for_update(command: Command) -> Command {
        Self::augment_args(command)
    }
}
