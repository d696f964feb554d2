from dataclasses import dataclass, field

import torch

from . import data
from .accel import Accelerator
from .engine import evaluate, train_one_epoch
from .model import WaxNet, export_checkpoint
from .optim import build_optimizer, warmup_cosine


@dataclass
class StageConfig:
    epochs: int
    lr: float
    warmup_steps: int


@dataclass
class RunConfig:
    seed: int = 0
    n_train: int = 1536
    n_val: int = 512
    hidden: int = 64
    batch_size: int = 32
    gradient_accumulation_steps: int = 2
    weight_decay: float = 0.01
    max_grad_norm: float = 1.0
    mixed_precision: bool = False
    n_classes: int = 5
    pretrain: StageConfig = field(default_factory=lambda: StageConfig(epochs=4, lr=3e-3, warmup_steps=20))
    finetune: StageConfig = field(default_factory=lambda: StageConfig(epochs=6, lr=2e-3, warmup_steps=15))


def run_stage(cfg, stage, accelerator, net, train_loader, val_loader, tag):
    optimizer = build_optimizer(net, stage.lr, cfg.weight_decay)
    total = stage.epochs * len(train_loader) // cfg.gradient_accumulation_steps
    scheduler = warmup_cosine(optimizer, stage.warmup_steps, total)
    net, optimizer, train_loader = accelerator.prepare(net, optimizer, train_loader)
    if net.n_classes != cfg.n_classes:
        net.reset_classifier(cfg.n_classes)
    for epoch in range(stage.epochs):
        stats = train_one_epoch(accelerator, net, optimizer, scheduler, train_loader, cfg.max_grad_norm)
        stats.update(evaluate(net, val_loader))
        print(f"[{tag}] epoch {epoch} loss {stats['loss']:.3f} acc {stats['acc']:.3f} "
              f"val_acc {stats['val_acc']:.3f} gnorm {stats['grad_norm']:.2f} lr {stats['lr']:.2e}")
    return net, optimizer, scheduler


def main(cfg=RunConfig()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    accelerator = Accelerator(cfg.gradient_accumulation_steps, cfg.mixed_precision)

    legacy_train, legacy_val = data.make_loaders(cfg.n_train, cfg.n_val, data.LEGACY_CUTS, cfg.batch_size, cfg.seed)
    in_features = len(data.FEATURES)
    base = WaxNet(in_features, cfg.hidden, n_classes=len(data.LEGACY_CUTS) + 1)
    legacy_cfg = RunConfig(**{**cfg.__dict__, "n_classes": base.n_classes})
    base, opt, sched = run_stage(legacy_cfg, cfg.pretrain, accelerator, base, legacy_train, legacy_val, "legacy")
    checkpoint = export_checkpoint(base, opt, sched, step=sched.last_epoch)

    net, _ = WaxNet.from_checkpoint(checkpoint)
    cur_train, cur_val = data.make_loaders(cfg.n_train, cfg.n_val, data.CURRENT_CUTS, cfg.batch_size, cfg.seed + 7)
    net, _, _ = run_stage(cfg, cfg.finetune, accelerator, net, cur_train, cur_val, "current")
    final = evaluate(net, cur_val)
    print(f"current catalogue: val acc {final['val_acc']:.3f}, val loss {final['val_loss']:.3f}")


if __name__ == "__main__":
    main()
