import torch
import torch.nn.functional as F

from q16_traffic_tcn.config import CFG
from q16_traffic_tcn.data import loop_detector_speeds, make_windows
from q16_traffic_tcn.model import SpeedTCN
from q16_traffic_tcn.optim import build_optimizer, build_scheduler, optimizer_step


@torch.no_grad()
def mae_kmh(model, x, y, scale):
    model.eval()
    return ((model(x) - y).abs().mean() * scale).item()


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    speed, calendar = loop_detector_speeds(cfg["sensors"], cfg["days"], cfg["steps_per_day"])
    split = 11 * cfg["steps_per_day"]
    mu, sd = speed[:, :split].mean(), speed[:, :split].std()
    speed = (speed - mu) / sd
    x_tr, y_tr = make_windows(speed[:, :split], calendar[:, :split],
                              cfg["history"], cfg["horizon"])
    x_te, y_te = make_windows(speed[:, split:], calendar[:, split:],
                              cfg["history"], cfg["horizon"])
    print(f"{len(x_tr)} train windows, {len(x_te)} test windows")

    model = SpeedTCN(x_tr.size(1), cfg["channels"], cfg["kernel"], cfg["dilations"],
                     cfg["horizon"])
    optimizer = build_optimizer(model, cfg)
    scheduler = build_scheduler(optimizer, cfg)
    print(f"untrained test mae {mae_kmh(model, x_te, y_te, sd):.2f} km/h")
    for epoch in range(cfg["epochs"]):
        model.train()
        perm = torch.randperm(len(x_tr))
        running = 0.0
        for s in range(0, len(perm), cfg["batch_size"]):
            j = perm[s:s + cfg["batch_size"]]
            loss = F.mse_loss(model(x_tr[j]), y_tr[j])
            loss.backward()
            optimizer_step(optimizer, scheduler, model.parameters(), cfg["max_norm"])
            running += loss.item() * len(j)
        print(f"epoch {epoch} train mse {running / len(x_tr):.4f} "
              f"test mae {mae_kmh(model, x_te, y_te, sd):.2f} km/h")


if __name__ == "__main__":
    main()
