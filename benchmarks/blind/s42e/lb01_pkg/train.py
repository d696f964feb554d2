import torch

from .amp import Precision
from .config import RunConfig
from .data import HostPrefetcher, make_telemetry
from .engine import holdout_rmse, run_epoch
from .model import build_forecaster


def main():
    cfg = RunConfig()
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg.seed)
    x, y = make_telemetry(cfg, gen)
    split = int(0.85 * x.shape[0])
    net = build_forecaster(cfg, x.shape[1])
    opt = torch.optim.AdamW(net.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay,
                            foreach=True)
    precision = Precision(cfg)
    batches = HostPrefetcher(x[:split], y[:split], cfg.batch, cfg.device, gen)
    print(f"rack inlet forecaster: {sum(p.numel() for p in net.parameters())} params, "
          f"amp={cfg.amp}, device={cfg.device}")
    print(f"holdout RMSE before: {holdout_rmse(net, x[split:], y[split:], cfg):.3f} K")
    for epoch in range(cfg.epochs):
        train_mse = run_epoch(net, opt, precision, batches, cfg, epoch)
        rmse = holdout_rmse(net, x[split:], y[split:], cfg)
        print(f"epoch {epoch}: train mse {train_mse:.4f}  holdout RMSE {rmse:.3f} K")


if __name__ == "__main__":
    main()
