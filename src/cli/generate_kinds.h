// Entry points of the generator kinds of `movebal generate`, with their
// options for tests. Each entry point returns the exit status.
#ifndef MOVEBAL_CLI_GENERATE_KINDS_H_
#define MOVEBAL_CLI_GENERATE_KINDS_H_

#include "cli/subtools.h"

namespace movebal {

// Classic movements (generate_classic_command.cc, generate_carryover_command.cc).
int RunGenerateMitchell(const Invocation& call, const Args& args);
int RunGenerateHowell(const Invocation& call, const Args& args);
int RunGenerateCarryOver(const Invocation& call, const Args& args);
int RunGenerateBest(const Invocation& call, const Args& args);
OptionSurface MitchellSurface();
OptionSurface HowellSurface();
OptionSurface CarryOverSurface();
OptionSurface BestSurface();

// Combinatorial designs (generate_design_command.cc).
int RunGenerateRoundRobin(const Invocation& call, const Args& args);
int RunGenerateWhist(const Invocation& call, const Args& args);
OptionSurface RoundRobinSurface();
OptionSurface WhistSurface();

// Coupling round robins and ordered (3,6) whist (generate_crrs_ogwhd_command.cc).
int RunGenerateCrrs(const Invocation& call, const Args& args);
int RunGenerateOgwhd(const Invocation& call, const Args& args);
OptionSurface CrrsSurface();
OptionSurface OgwhdSurface();

}  // namespace movebal

#endif  // MOVEBAL_CLI_GENERATE_KINDS_H_
