import sys

import torch

from config import compose
from glacier import TRUE_DDF, climate_record
from model import DegreeDayModel
from optim import build_optimizer


def main(overrides=()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = compose(overrides)
    rng = torch.Generator().manual_seed(7)
    features, balance = climate_record(cfg.years, cfg.model.bands, rng)
    train_x, train_y = features[:35], balance[:35]
    test_x, test_y = features[35:], balance[35:]

    model = DegreeDayModel(cfg.model.bands, cfg.model.hidden)
    optimizer = build_optimizer(model, cfg.optim)
    scheduler = torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=0.995)

    for epoch in range(cfg.epochs):
        optimizer.zero_grad()
        loss = torch.nn.functional.mse_loss(model(train_x), train_y)
        loss.backward()
        optimizer.step()
        scheduler.step()
        if epoch % 100 == 0:
            print(f"epoch {epoch}: train mse {loss.item():.4f} m^2 w.e.")

    with torch.no_grad():
        rmse = (model(test_x) - test_y).pow(2).mean().sqrt().item()
    print(f"test rmse {rmse:.3f} m w.e.")
    print("degree-day factors:", [round(v, 2) for v in model.ddf.tolist()])
    print("true factors:      ", TRUE_DDF.tolist())


if __name__ == "__main__":
    main(sys.argv[1:])
