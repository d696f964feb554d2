import torch

from .config import Config
from .engine import rmse_by_taxon, train_season
from .model import PollenForecaster, attach_heads
from .weather import simulate


def main(cfg: Config = Config()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.seed)
    gen = torch.Generator().manual_seed(cfg.seed)
    weather, counts, mask = simulate(cfg.season, gen)
    doy = (torch.arange(cfg.season.n_days, dtype=torch.float32) / 365).expand(cfg.season.n_stations, -1)
    n_tr = int(0.75 * cfg.season.n_stations)
    train = (weather[:n_tr], doy[:n_tr], counts[:n_tr], mask[:n_tr])
    val = (weather[n_tr:], doy[n_tr:], counts[n_tr:], mask[n_tr:])

    model = PollenForecaster(weather.shape[-1], cfg.season.taxa, hidden=cfg.model.hidden, head=cfg.model.head)
    model = attach_heads(model, cfg.model.head_overrides, cfg.model.hidden)
    opt = getattr(torch.optim, cfg.train.optimizer)(model.parameters(), **cfg.train.optimizer_kwargs)
    print("before:", {k: round(v, 1) for k, v in rmse_by_taxon(model, val).items()})
    for epoch in range(cfg.train.epochs):
        nll = train_season(model, opt, train, chunk=cfg.train.chunk, reduction=cfg.train.reduction,
                           clip=cfg.train.clip)
        rmse = rmse_by_taxon(model, val)
        print(f"epoch {epoch}: nll " + " ".join(f"{t}={v:.2f}" for t, v in zip(model.taxa, nll))
              + " | val rmse " + " ".join(f"{t}={v:.1f}" for t, v in rmse.items()))
    return model


if __name__ == "__main__":
    main()
