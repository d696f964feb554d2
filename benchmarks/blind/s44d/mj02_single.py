"""Glass studio QA: predict the defect class of a blown piece from the furnace log of its gather.

Classes: 0 clean, 1 seeds (fine bubbles), 2 stones (unmelted batch), 3 cords (striae).
Training is interrupted half-way and resumed from an in-memory checkpoint, the way the
studio's nightly job restarts after the kiln controller reboots.
"""
import io
import math
from contextlib import contextmanager
from dataclasses import asdict, dataclass

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset


@dataclass
class Config:
    seed: int = 3
    n_pieces: int = 2400
    val_frac: float = 0.2
    micro_batch: int = 24
    accumulation: int = 4
    epochs: int = 8
    interrupt_after: int = 4
    lr: float = 3e-3
    warmup_steps: int = 12
    clip: float = 2.0
    width: int = 48
    amp: bool = False


def furnace_log(cfg):
    g = torch.Generator().manual_seed(cfg.seed)
    n = cfg.n_pieces
    furnace_c = 1120 + 60 * torch.randn(n, generator=g)
    glory_hole_c = 1050 + 45 * torch.randn(n, generator=g)
    gather_s = 6 + 3 * torch.rand(n, generator=g)
    cullet_pct = 100 * torch.rand(n, generator=g)
    fining_ppm = 400 * torch.rand(n, generator=g)
    melt_age_h = 48 * torch.rand(n, generator=g)
    humidity = torch.rand(n, generator=g)
    x = torch.stack([furnace_c, glory_hole_c, gather_s, cullet_pct, fining_ppm, melt_age_h, humidity], 1)
    seeds = (1140 - furnace_c) / 40 + (200 - fining_ppm) / 120 + 1.5 * humidity - melt_age_h / 30
    stones = (cullet_pct - 70) / 15 + (1100 - furnace_c) / 50 - melt_age_h / 40
    cords = (1040 - glory_hole_c) / 30 + (gather_s - 7.5) / 1.2
    clean = torch.full_like(seeds, 0.8)
    logits = torch.stack([clean, seeds, stones, cords], 1) * 2.0
    y = torch.distributions.Categorical(logits=logits).sample()
    x = (x - x.mean(0)) / x.std(0)
    n_val = int(cfg.val_frac * n)
    return TensorDataset(x[n_val:], y[n_val:]), TensorDataset(x[:n_val], y[:n_val])


class ResidualMLP(nn.Module):
    def __init__(self, d_in, width, n_out, depth=2):
        super().__init__()
        self.stem = nn.Linear(d_in, width)
        self.blocks = nn.ModuleList(
            nn.Sequential(nn.LayerNorm(width), nn.Linear(width, 2 * width), nn.SiLU(), nn.Linear(2 * width, width))
            for _ in range(depth)
        )
        self.out = nn.Linear(width, n_out)

    def forward(self, x):
        h = self.stem(x)
        for block in self.blocks:
            h = h + block(h)
        return self.out(h)


class Accelerator:
    def __init__(self, accumulation_steps, amp):
        self.accumulation_steps = accumulation_steps
        self.scaler = torch.amp.GradScaler("cpu", enabled=amp)
        self.sync_gradients = False
        self._count = 0
        self._batches_per_epoch = None

    def prepare(self, model, optimizer, loader):
        self._batches_per_epoch = len(loader)
        # clear gradients right after every real update, so loops never have to remember it
        optimizer.register_step_post_hook(lambda opt, args, kwargs: opt.zero_grad(set_to_none=True))
        return model, optimizer, loader

    @contextmanager
    def accumulate(self, model):
        self._count += 1
        at_end = self._count % self._batches_per_epoch == 0
        self.sync_gradients = at_end or self._count % self.accumulation_steps == 0
        yield

    def backward(self, loss):
        self.scaler.scale(loss / self.accumulation_steps).backward()

    def clip_grad_norm_(self, params, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return nn.utils.clip_grad_norm_(params, max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()

    def state_dict(self):
        return {"scaler": self.scaler.state_dict(), "count": self._count}

    def load_state_dict(self, state):
        self.scaler.load_state_dict(state["scaler"])
        self._count = state["count"]


def linear_warmup(optimizer, warmup, total):
    return torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min(1.0, (s + 1) / warmup) * max(0.05, 1 - s / total)
    )


class Meter:
    def __init__(self):
        self.sum, self.n = 0.0, 0

    def add(self, value, n):
        self.sum += value * n
        self.n += n

    @property
    def avg(self):
        return self.sum / max(1, self.n)


def save_checkpoint(model, optimizer, scheduler, accelerator, epoch, cfg):
    buf = io.BytesIO()
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "accelerator": accelerator.state_dict(),
                "epoch": epoch, "config": asdict(cfg)}, buf)
    buf.seek(0)
    return buf


def build(cfg, train_set):
    model = ResidualMLP(7, cfg.width, 4)
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=0.02)
    g = torch.Generator().manual_seed(cfg.seed)
    loader = DataLoader(train_set, batch_size=cfg.micro_batch, shuffle=True, generator=g)
    total = cfg.epochs * math.ceil(len(loader) / cfg.accumulation)
    scheduler = linear_warmup(optimizer, cfg.warmup_steps, total)
    accelerator = Accelerator(cfg.accumulation, cfg.amp)
    model, optimizer, loader = accelerator.prepare(model, optimizer, loader)
    return model, optimizer, scheduler, loader, accelerator


def run_epoch(model, optimizer, scheduler, loader, accelerator, cfg):
    model.train()
    meter, norms = Meter(), []
    for x, y in loader:
        with accelerator.accumulate(model):
            with torch.autocast("cpu", dtype=torch.bfloat16, enabled=cfg.amp):
                loss = F.cross_entropy(model(x), y)
            accelerator.backward(loss)
            if accelerator.sync_gradients:
                norms.append(accelerator.clip_grad_norm_(model.parameters(), cfg.clip, optimizer).item())
                accelerator.step(optimizer)
                scheduler.step()
        meter.add(loss.item(), y.numel())
    return meter.avg, max(norms)


@torch.no_grad()
def score(model, dataset):
    model.eval()
    x, y = dataset.tensors
    pred = model(x).argmax(1)
    per_class = [(pred[y == k] == k).float().mean().item() for k in range(4)]
    return (pred == y).float().mean().item(), per_class


def main(cfg=Config()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    train_set, val_set = furnace_log(cfg)
    model, optimizer, scheduler, loader, accelerator = build(cfg, train_set)
    checkpoint = None
    for epoch in range(cfg.epochs):
        if epoch == cfg.interrupt_after:
            print(f"-- controller reboot after epoch {epoch - 1}: resuming from checkpoint --")
            model, optimizer, scheduler, loader, accelerator = build(cfg, train_set)
            state = torch.load(checkpoint, weights_only=False)
            model.load_state_dict(state["model"])
            optimizer.load_state_dict(state["optimizer"])
            scheduler.load_state_dict(state["scheduler"])
            accelerator.load_state_dict(state["accelerator"])
        train_loss, peak_norm = run_epoch(model, optimizer, scheduler, loader, accelerator, cfg)
        acc, _ = score(model, val_set)
        print(f"epoch {epoch} train_loss {train_loss:.4f} peak_grad_norm {peak_norm:.3f} "
              f"val_acc {acc:.3f} lr {scheduler.get_last_lr()[0]:.2e}")
        checkpoint = save_checkpoint(model, optimizer, scheduler, accelerator, epoch, cfg)
    acc, per_class = score(model, val_set)
    names = ["clean", "seeds", "stones", "cords"]
    print("final val acc %.3f | " % acc + ", ".join(f"{n} {r:.2f}" for n, r in zip(names, per_class)))
    leftover = [p.grad for p in model.parameters() if p.grad is not None]
    print(f"parameters still holding a gradient after the last update: {len(leftover)}")


if __name__ == "__main__":
    main()
