import torch
from torch.utils.data import DataLoader, TensorDataset

from .loop import adequacy_error, run_epoch
from .model import UreaRatioNet
from .sessions import COLUMNS, daugirdas, sessions


def main(epochs=6):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(29)
    x, r = sessions(2000, g)
    xt, rt = sessions(500, g)
    hours, uf, weight = (xt[:, COLUMNS.index(c)] for c in ("hours", "uf_l", "weight_kg"))
    mu, sd = x.mean(0), x.std(0)
    loader = DataLoader(TensorDataset((x - mu) / sd, r), batch_size=32, shuffle=True)
    xt_n = (xt - mu) / sd

    model = UreaRatioNet(len(COLUMNS))
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=epochs)
    loss_fn = torch.nn.MSELoss()

    mae, ok = adequacy_error(model, xt_n, rt, hours, uf, weight, daugirdas)
    print(f"untrained: Kt/V mae {mae:.3f}, within 0.1: {ok:.3f}")
    for epoch in range(epochs):
        loss = run_epoch(model, optimizer, loader, loss_fn)
        scheduler.step()
        mae, ok = adequacy_error(model, xt_n, rt, hours, uf, weight, daugirdas)
        print(f"epoch {epoch}: mse {loss:.5f} Kt/V mae {mae:.3f}, within 0.1: {ok:.3f}")


if __name__ == "__main__":
    main()
