"""Framework entry points: the checker entered and left by a training framework's callbacks.

``autograd_lint.runtime.integrations.lightning.AutogradLintCallback`` (Lightning) and
``autograd_lint.runtime.integrations.huggingface.AutogradLintTrainerCallback`` (transformers'
``Trainer``). Each module imports its framework on import; neither is imported by
autograd-lint itself.
"""
