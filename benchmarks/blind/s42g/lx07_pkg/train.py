import torch
import torch.nn.functional as F

from .blasts import blast_records, rank_slice
from .collective import ParallelModule, allreduce_grads_, unwrap_model
from .launcher import LaunchConfig
from .ppv_model import PPVRegressor


def main():
    cfg = LaunchConfig()
    torch.manual_seed(cfg.seed)
    x, y = rank_slice(*blast_records(2000, seed=5), cfg.rank, cfg.world_size)
    vx, vy = blast_records(400, seed=6)
    regressor = ParallelModule(PPVRegressor(), cfg)
    adam = torch.optim.Adam(regressor.parameters(), lr=cfg.lr)
    for epoch in range(cfg.epochs):
        perm = torch.randperm(x.shape[0])
        for s in range(0, len(perm), cfg.batch_size):
            b = perm[s:s + cfg.batch_size]
            adam.zero_grad()
            err = F.mse_loss(regressor(x[b]), y[b])
            err.backward()
            allreduce_grads_(regressor, cfg.world_size)
            adam.step()
        if cfg.rank == 0:
            net = unwrap_model(regressor)
            with torch.no_grad():
                val = F.mse_loss(net(vx), vy).item()
            print(f"epoch {epoch} train {err.item():.4f} val {val:.4f}")


if __name__ == "__main__":
    main()
