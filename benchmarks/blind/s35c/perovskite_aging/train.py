import torch
import torch.nn.functional as F

from perovskite_aging.model import LifetimeRegressor
from perovskite_aging.recipes import DESCRIPTORS, lifetime, make_split, sample_recipes
from perovskite_aging.screening import screen, shortlist


@torch.no_grad()
def rmse(model, x, y):
    model.eval()
    return (model(x) - y).pow(2).mean().sqrt().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(2024)
    train_x, train_y = make_split(1500, gen)
    valid_x, valid_y = make_split(400, gen)
    model = LifetimeRegressor(len(DESCRIPTORS))
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-3)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=30)
    print(f"untrained valid rmse {rmse(model, valid_x, valid_y):.3f} log10 h")
    for epoch in range(30):
        model.train()
        order = torch.randperm(len(train_y), generator=gen)
        for start in range(0, len(order), 64):
            idx = order[start:start + 64]
            optimizer.zero_grad()
            F.mse_loss(model(train_x[idx]), train_y[idx]).backward()
            optimizer.step()
        scheduler.step()
        if epoch % 10 == 9:
            print(f"epoch {epoch}: valid rmse {rmse(model, valid_x, valid_y):.3f} log10 h")

    library = sample_recipes(40000, gen)
    predicted = screen(model, library)
    best, scores = shortlist(library, predicted, k=5)
    true_best = lifetime(best).squeeze(1)
    print(f"screened {len(library)} recipes; top-5 predicted T80 "
          + ", ".join(f"{10 ** s:.0f} h" for s in scores.tolist()))
    print("their noise-free T80: " + ", ".join(f"{10 ** t:.0f} h" for t in true_best.tolist()))


if __name__ == "__main__":
    main()
