import torch
import torch.nn.functional as F

from .config import Config
from .harness import Harness, load_state, save_state, total_updates, warmup_linear
from .metrics import MetricTracker
from .model import SpeedNet
from .polars import SAILS, make_loaders


def build(cfg, train_loader):
    boat = SpeedNet(n_cont=6, n_sails=len(SAILS), hidden=cfg.hidden)
    opt = torch.optim.AdamW(boat.parameters(), lr=cfg.optim.lr, weight_decay=cfg.optim.weight_decay)
    sched = warmup_linear(opt, cfg.optim.warmup_steps, total_updates(train_loader, cfg))
    harness = Harness(cfg.grad_accum_steps, cfg.fp16)
    boat, opt, train_loader = harness.prepare(boat, opt, train_loader)
    return boat, opt, sched, harness, train_loader


def train_epoch(cfg, epoch, boat, opt, sched, harness, loader, tracker):
    boat.train()
    tracker.reset()
    for i, (cont, sail, knots) in enumerate(loader):
        with harness.accumulate(boat):
            pred = boat(cont, sail)
            huber = F.smooth_l1_loss(pred, knots, beta=0.5)
            harness.backward(huber)
            if harness.sync_gradients:
                harness.clip_grad_norm_(boat.parameters(), cfg.optim.max_grad_norm, opt)
                harness.step(opt)
                sched.step()
                opt.zero_grad(set_to_none=True)
        tracker.update(knots.numel(), huber=huber, mae=(pred - knots).abs().mean())
        if (i + 1) % cfg.log_every == 0:
            print(f"  epoch {epoch} step {i + 1:3d} | {tracker.summary()} | lr {sched.get_last_lr()[0]:.2e}")
    return tracker.compute()


@torch.no_grad()
def validate(boat, loader):
    boat.eval()
    abs_err, n = 0.0, 0
    for cont, sail, knots in loader:
        abs_err += (boat(cont, sail) - knots).abs().sum().item()
        n += knots.numel()
    return abs_err / n


def main(cfg=Config()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    train_loader, val_loader = make_loaders(cfg)
    boat, opt, sched, harness, train_loader = build(cfg, train_loader)
    tracker = MetricTracker()
    start, snapshot = 0, None
    for epoch in range(cfg.epochs):
        if epoch == cfg.resume_at_epoch:
            boat, opt, sched, harness, train_loader = build(cfg, train_loader)
            start = load_state(snapshot, boat, opt, sched, harness)
            print(f"resumed from epoch {start - 1} checkpoint ({len(snapshot) / 1024:.0f} KiB)")
        stats = train_epoch(cfg, epoch, boat, opt, sched, harness, train_loader, tracker)
        print(f"epoch {epoch} train huber {stats['huber']:.4f} mae {stats['mae']:.3f} kn | "
              f"val mae {validate(boat, val_loader):.3f} kn")
        snapshot = save_state(boat, opt, sched, harness, epoch)


if __name__ == "__main__":
    main()
