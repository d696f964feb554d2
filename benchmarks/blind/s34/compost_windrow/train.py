import torch

from compost_windrow.config import RunConfig
from compost_windrow.trainer import WindrowNet, WindrowTrainer
from compost_windrow.windrows import CHANNELS, normaliser, simulate


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = RunConfig()
    x_tr, y_tr = simulate(1600, cfg.window_days, seed=1)
    x_va, y_va = simulate(400, cfg.window_days, seed=2)
    mean, std = normaliser(x_tr)
    model = WindrowNet(len(CHANNELS), cfg.hidden, mean, std)

    def batches():
        order = torch.randperm(len(x_tr))
        for idx in order.split(cfg.batch_size):
            yield x_tr[idx], y_tr[idx]

    with torch.no_grad():
        base = (x_va[:, -1, :2] - y_va).abs().mean(0)
    print(f"persistence: core temp {base[0]:.2f} C, O2 {base[1]:.2f} %")
    trainer = WindrowTrainer(model, cfg, (x_va, y_va))
    trainer.fit(batches, cfg.epochs)


if __name__ == "__main__":
    main()
