import torch

from pottery_nam.registry import OPTIMIZERS, build_from_cfg

for _name in ("SGD", "Adam", "AdamW", "RMSprop"):
    OPTIMIZERS.register_module(module=getattr(torch.optim, _name))


def build_optimizer(model, cfg):
    cfg = dict(cfg)
    decay_mult = cfg.pop("bias_decay_mult", 1.0)
    decay = [p for n, p in model.named_parameters() if not n.endswith("bias")]
    no_decay = [p for n, p in model.named_parameters() if n.endswith("bias")]
    groups = [{"params": decay},
              {"params": no_decay, "weight_decay": cfg.get("weight_decay", 0.0) * decay_mult}]
    return build_from_cfg(cfg, OPTIMIZERS, default_args={"params": groups})
