from .gradstats import AverageMeter, task_gradient_norms, brew_recipes

__all__ = ["AverageMeter", "task_gradient_norms", "brew_recipes"]
