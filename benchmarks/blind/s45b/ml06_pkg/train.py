import torch

from .config import MetaConfig
from .layers import RelaxNet
from .maml import inner_adapt, query_loss
from .rheology import rice_batches


def episodic_mse(net, cfg, episodes=40):
    tasks = rice_batches(cfg, seed=2024)
    total = 0.0
    for _ in range(episodes):
        support, query = next(tasks)
        fast, _ = inner_adapt(net.weights(), support, cfg)
        with torch.no_grad():
            total += query_loss(fast, query).item()
    return total / episodes


def main(cfg=MetaConfig()):
    torch.manual_seed(cfg.seed)
    net = RelaxNet(cfg.hidden)
    meta_opt = torch.optim.Adam(net.parameters(), lr=cfg.meta_lr)
    tasks = rice_batches(cfg, seed=cfg.seed)
    print(f"episodic query mse (untrained): {episodic_mse(net, cfg):.4f}")

    for it in range(1, cfg.meta_iters + 1):
        meta_opt.zero_grad()
        objective = 0.0
        for _ in range(cfg.meta_batch):
            support, query = next(tasks)
            fast, init_loss = inner_adapt(net.weights(), support, cfg)
            objective = objective + query_loss(fast, query) + cfg.support_weight * init_loss
        objective = objective / cfg.meta_batch
        objective.backward()
        meta_opt.step()
        if it % 50 == 0:
            print(f"iter {it:4d}  meta objective {objective.item():.4f}")

    print(f"episodic query mse (meta-trained): {episodic_mse(net, cfg):.4f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
