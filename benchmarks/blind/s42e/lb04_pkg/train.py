import torch

from .encoder import HistoryEncoder
from .head import LevelHead
from .telemetry import tower_windows
from .trainer import AccumTrainer


def main(epochs=4, batch=128, micro_batches=4):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    torch.backends.cudnn.benchmark = True
    gen = torch.Generator().manual_seed(0)
    x, y = tower_windows(3072, gen)
    xv, yv = tower_windows(512, gen)
    enc = HistoryEncoder()
    head = LevelHead(enc.out_dim)
    params = [{"params": enc.parameters(), "lr": 1e-3},
              {"params": head.parameters(), "lr": 2e-3}]
    opt = torch.optim.AdamW(params, weight_decay=1e-4, foreach=True)
    trainer = AccumTrainer(enc, head, opt, micro_batches=micro_batches)
    print(f"water tower level model, {micro_batches} micro-batches of {batch // micro_batches}")
    print(f"valid MAE before: {trainer.level_mae_m(xv, yv):.3f} m")
    for ep in range(epochs):
        loss, rate = trainer.epoch(x, y, batch, gen)
        print(f"epoch {ep}: loss {loss:.4f}  valid MAE {trainer.level_mae_m(xv, yv):.3f} m  "
              f"{rate:.0f} windows/s")


if __name__ == "__main__":
    main()
