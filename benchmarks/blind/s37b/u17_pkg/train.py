import torch

from .config import CONFIG
from .data import minibatches, synthetic_ratings
from .model import predict
from .params import init_factors, l2_penalty


def rmse(params, users, items, ratings):
    with torch.no_grad():
        return (predict(params, users, items).clamp(1, 5) - ratings).pow(2).mean().sqrt().item()


def main(cfg=CONFIG):
    torch.manual_seed(cfg["seed"])
    users, items, ratings = synthetic_ratings(cfg["n_users"], cfg["n_items"], seed=cfg["seed"])
    split = int(0.9 * users.numel())
    train = (users[:split], items[:split], ratings[:split])
    test = (users[split:], items[split:], ratings[split:])

    params = init_factors(cfg["n_users"], cfg["n_items"], cfg["rank"], cfg["init_std"])
    optimizer = torch.optim.Adam(params.values(), lr=cfg["lr"])
    shuffle = torch.Generator().manual_seed(1)

    for epoch in range(cfg["epochs"]):
        for u, i, r in minibatches(*train, cfg["batch_size"], shuffle):
            loss = (predict(params, u, i) - r).pow(2).mean() + cfg["l2"] * l2_penalty(params, u, i)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        print(f"epoch {epoch} train_rmse {rmse(params, *train):.4f} test_rmse {rmse(params, *test):.4f}")


if __name__ == "__main__":
    main()
