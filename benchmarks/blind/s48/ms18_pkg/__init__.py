"""Self-distillation pre-training on rain-droplet trails sliding down a window pane, then a linear probe."""
from . import encoders, objectives  # noqa: F401
