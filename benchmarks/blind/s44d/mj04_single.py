"""Skydiving drop-zone analytics: predict the landing offset (metres east / north of the target
cross) from the exit conditions, the winds aloft, the canopy and the drop zone.
"""
import io
import math
from contextlib import contextmanager
from dataclasses import dataclass

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

CANOPIES = ("student-260", "sport-190", "sport-150", "swoop-105")


@dataclass
class TrainArgs:
    seed: int = 5
    n_jumps: int = 3000
    n_dropzones: int = 12
    dz_dim: int = 6
    hidden: int = 64
    micro_batch: int = 50
    grad_accum: int = 2
    epochs: int = 6
    peak_lr: float = 3e-3
    warmup: int = 20
    clip_norm: float = 1.0
    use_amp: bool = False


def simulate_jumps(args):
    g = torch.Generator().manual_seed(args.seed)
    n = args.n_jumps
    winds = 8 * torch.randn(n, 6, generator=g)                   # (u, v) at 3 layers, m/s
    exit_alt = 3000 + 1200 * torch.rand(n, generator=g)
    canopy = torch.randint(0, len(CANOPIES), (n,), generator=g)
    experience = torch.rand(n, generator=g)
    dz = torch.randint(0, args.n_dropzones, (n,), generator=g)
    dz_bias = 25 * torch.randn(args.n_dropzones, 2, generator=g)  # local terrain / spotting habits
    drift_time = torch.tensor([1.0, 0.8, 0.6, 0.45])[canopy]
    offset = (0.5 * winds[:, 0:2] + 2.0 * winds[:, 2:4] + 4.0 * winds[:, 4:6] * drift_time[:, None])
    offset = offset * (1.3 - experience)[:, None] + dz_bias[dz] + 0.004 * (exit_alt - 3600)[:, None]
    offset = offset + 6 * torch.randn(n, 2, generator=g)
    cont = torch.cat([winds / 8, ((exit_alt - 3600) / 350)[:, None], experience[:, None]], 1)
    n_val = n // 5
    train = TensorDataset(cont[n_val:], canopy[n_val:], dz[n_val:], offset[n_val:])
    val = TensorDataset(cont[:n_val], canopy[:n_val], dz[:n_val], offset[:n_val])
    return train, val


class LandingModel(nn.Module):
    def __init__(self, n_cont, n_dropzones, dz_dim, hidden):
        super().__init__()
        self.canopy_emb = nn.Embedding(len(CANOPIES), 4)
        self.dz_table = nn.Parameter(torch.Tensor(n_dropzones, dz_dim))
        self.body = nn.Sequential(
            nn.Linear(n_cont + 4 + dz_dim, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
            nn.Linear(hidden, 2),
        )

    def forward(self, cont, canopy, dz):
        z = torch.cat([cont, self.canopy_emb(canopy), self.dz_table[dz]], dim=-1)
        return 10.0 * self.body(z)


class MiniAccelerator:
    def __init__(self, grad_accum, use_amp):
        self.grad_accum = grad_accum
        self.scaler = torch.amp.GradScaler("cpu", enabled=use_amp)
        self.use_amp = use_amp
        self.step_in_window = 0

    def prepare(self, *objs):
        return objs

    @contextmanager
    def accumulate(self, model):
        self.step_in_window = (self.step_in_window + 1) % self.grad_accum
        yield

    @property
    def sync_gradients(self):
        return self.step_in_window == 0

    def autocast(self):
        return torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.use_amp)

    def backward(self, loss):
        self.scaler.scale(loss / self.grad_accum).backward()

    def clip_grad_norm_(self, model, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return nn.utils.clip_grad_norm_(model.parameters(), max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()


def cosine_with_warmup(optimizer, warmup, total):
    def f(step):
        if step < warmup:
            return (step + 1) / warmup
        return 0.5 * (1 + math.cos(math.pi * (step - warmup) / max(1, total - warmup)))
    return torch.optim.lr_scheduler.LambdaLR(optimizer, f)


def checkpoint_bytes(model, optimizer, scheduler, epoch):
    buf = io.BytesIO()
    torch.save({"model": model.state_dict(), "optim": optimizer.state_dict(),
                "sched": scheduler.state_dict(), "epoch": epoch}, buf)
    return buf.getvalue()


def restore(blob, model, optimizer, scheduler):
    state = torch.load(io.BytesIO(blob), weights_only=False)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optim"])
    scheduler.load_state_dict(state["sched"])
    return state["epoch"]


@torch.no_grad()
def landing_error(model, dataset):
    model.eval()
    cont, canopy, dz, offset = dataset.tensors
    miss = (model(cont, canopy, dz) - offset).norm(dim=1)
    return miss.mean().item(), (miss < 15).float().mean().item()


def main(args=TrainArgs()):
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    train_set, val_set = simulate_jumps(args)
    model = LandingModel(8, args.n_dropzones, args.dz_dim, args.hidden)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.peak_lr)
    loader = DataLoader(train_set, batch_size=args.micro_batch, shuffle=True,
                        generator=torch.Generator().manual_seed(args.seed))
    total_updates = args.epochs * len(loader) // args.grad_accum
    scheduler = cosine_with_warmup(optimizer, args.warmup, total_updates)
    acc = MiniAccelerator(args.grad_accum, args.use_amp)
    model, optimizer, loader = acc.prepare(model, optimizer, loader)

    history, best_blob, best_err = [], None, float("inf")
    for epoch in range(args.epochs):
        model.train()
        sq_sum, count = 0.0, 0
        for cont, canopy, dz, offset in loader:
            with acc.accumulate(model):
                with acc.autocast():
                    pred = model(cont, canopy, dz)
                mse = (pred.float() - offset).pow(2).sum(dim=1).mean()
                acc.backward(mse)
                if acc.sync_gradients:
                    acc.clip_grad_norm_(model, args.clip_norm, optimizer)
                    acc.step(optimizer)
                    scheduler.step()
                    optimizer.zero_grad()
            sq_sum += mse.item() * offset.shape[0]
            count += offset.shape[0]
        val_err, within15 = landing_error(model, val_set)
        history.append(val_err)
        print(f"epoch {epoch}: train rmse {math.sqrt(sq_sum / count):8.2f} m | val mean miss {val_err:8.2f} m"
              f" | within 15 m {within15:.2f}")
        if val_err < best_err:
            best_err, best_blob = val_err, checkpoint_bytes(model, optimizer, scheduler, epoch)

    best_epoch = restore(best_blob, model, optimizer, scheduler)
    val_err, within15 = landing_error(model, val_set)
    print(f"best checkpoint: epoch {best_epoch}, mean miss {val_err:.2f} m, within 15 m {within15:.2f}")
    print("drop-zone table magnitude:", f"{model.dz_table.detach().abs().max().item():.3g}")


if __name__ == "__main__":
    main()
