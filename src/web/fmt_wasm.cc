// fmt's compiled part, built once for the browser build (the native build
// links Debian's libfmt): in header-only mode every file would compile it
// again, which took most of the build's time.
#include <fmt/format-inl.h>

FMT_BEGIN_NAMESPACE
namespace detail {
// The instantiations that format.h declares extern, and the float
// conversions and buffer appends it calls but does not define.
template FMT_API auto thousands_sep_impl<char>(locale_ref) -> thousands_sep_result<char>;
template FMT_API auto thousands_sep_impl<wchar_t>(locale_ref) -> thousands_sep_result<wchar_t>;
template FMT_API auto decimal_point_impl(locale_ref) -> char;
template FMT_API auto decimal_point_impl(locale_ref) -> wchar_t;
template FMT_API auto dragonbox::to_decimal(float x) noexcept -> dragonbox::decimal_fp<float>;
template FMT_API auto dragonbox::to_decimal(double x) noexcept -> dragonbox::decimal_fp<double>;
template FMT_API void buffer<char>::append(const char*, const char*);
}  // namespace detail
FMT_END_NAMESPACE
