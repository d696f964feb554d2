from .builder import build_optimizer, build_scheduler, param_groups  # noqa: F401
