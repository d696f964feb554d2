import torch
import torch.nn.functional as F

from mixture import GatedMixture
from optimizers import optimizer_factory
from spec import EXPERTS, GATE, OPTIMIZER, TRAINING


def regime_data(n, in_dim):
    x = torch.randn(n, in_dim)
    regime = x[:, 0] > 0
    y = torch.where(regime, torch.sin(2 * x[:, 1]) + 0.5 * x[:, 2], (x[:, 1] - x[:, 3]).abs())
    return x, y + 0.05 * torch.randn(n)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = dict(TRAINING)
    x, y = regime_data(cfg["n_train"], cfg["in_dim"])
    x_test, y_test = regime_data(cfg["n_test"], cfg["in_dim"])

    model = GatedMixture(cfg["in_dim"], EXPERTS, gate_hidden=GATE["hidden"])
    make_opt = optimizer_factory(**OPTIMIZER)
    optimizer = make_opt(model.parameters())

    for epoch in range(cfg["epochs"]):
        order = torch.randperm(x.size(0))
        for start in range(0, x.size(0), cfg["batch_size"]):
            idx = order[start:start + cfg["batch_size"]]
            optimizer.zero_grad()
            loss = F.mse_loss(model(x[idx]), y[idx])
            loss.backward()
            optimizer.step()
        if epoch % 10 == 9:
            with torch.no_grad():
                test_mse = F.mse_loss(model(x_test), y_test).item()
            print(f"epoch {epoch + 1}  test mse {test_mse:.4f}")
    usage = model.expert_usage(x_test)
    print("gate usage " + ", ".join(f"{k}={v:.2f}" for k, v in usage.items()))


if __name__ == "__main__":
    main()
