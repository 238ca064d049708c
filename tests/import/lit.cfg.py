# lit configuration of the importer's tests: `; RUN:` lines with
# %llvm2pir and %psissa-opt, checked by FileCheck-14.
import os

import lit.formats

config.name = "llvm2pir"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".ll"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = lit_config.params.get("exec_root", config.test_source_root)
config.substitutions.append(("%llvm2pir", lit_config.params["llvm2pir"]))
config.substitutions.append(("%psissa-opt", lit_config.params["psissa_opt"]))
# FileCheck and not from LLVM 14.
config.environment["PATH"] = "/usr/lib/llvm-14/bin" + os.pathsep + os.environ.get("PATH", "")
