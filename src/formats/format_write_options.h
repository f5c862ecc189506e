// What a format's writer may need besides the movement; the rows of the
// format table (movement_formats.h) and the writers share it.
#ifndef MOVEBAL_FORMATS_FORMAT_WRITE_OPTIONS_H_
#define MOVEBAL_FORMATS_FORMAT_WRITE_OPTIONS_H_

namespace movebal {

// What a writer may need besides the movement.
struct FormatWriteOptions {
  // Boards per board group, for formats that write board numbers; 0 when not
  // given (such a writer then refuses).
  int boards_per_group = 0;
};

}  // namespace movebal

#endif  // MOVEBAL_FORMATS_FORMAT_WRITE_OPTIONS_H_
