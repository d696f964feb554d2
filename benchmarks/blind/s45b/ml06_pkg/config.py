from dataclasses import dataclass


@dataclass(frozen=True)
class MetaConfig:
    hidden: int = 40
    shots: int = 5
    queries: int = 25
    inner_steps: int = 3
    inner_lr: float = 0.05
    first_order: bool = True       # FOMAML: much cheaper, same accuracy on this problem
    support_weight: float = 0.1    # keep the initialisation itself reasonable on the support set
    meta_batch: int = 4
    meta_iters: int = 200
    meta_lr: float = 1e-3
    seed: int = 0
