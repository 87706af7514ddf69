//! `serde` support (feature `serde`): the game's values travel as the words people read,
//! `"black"`, `"double-three"`, `"...XX*.XO.."`, never as numbers.

/// Implements `Serialize` through `Display` and, where the type has a `FromStr`,
/// `Deserialize` through it: one value, one string. Used by this crate and by `renju`.
#[doc(hidden)]
#[macro_export]
macro_rules! serde_as_text {
    (serialize $t:ty) => {
        impl $crate::serde::Serialize for $t {
            fn serialize<S: $crate::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }
    };
    ($t:ty) => {
        $crate::serde_as_text!(serialize $t);
        impl<'de> $crate::serde::Deserialize<'de> for $t {
            fn deserialize<D: $crate::serde::Deserializer<'de>>(d: D) -> Result<$t, D::Error> {
                let text = <alloc::borrow::Cow<'de, str>>::deserialize(d)?;
                text.parse().map_err($crate::serde::de::Error::custom)
            }
        }
    };
}

serde_as_text!(crate::Color);
serde_as_text!(crate::ForbiddenKind);
serde_as_text!(crate::Window);
serde_as_text!(serialize crate::PatternClass);
serde_as_text!(crate::WideWindow);
