; Input that is not LLVM IR gets LLVM's own diagnostic, exit 1; IR that
; does not verify is refused with the verifier's message.
; RUN: not %llvm2pir %s 2>&1 | FileCheck %s
; CHECK: error: expected top-level entity
this is not LLVM IR
