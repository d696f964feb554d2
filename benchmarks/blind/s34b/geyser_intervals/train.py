import torch

from data import eruption_log
from fit import fit, report
from likelihood import StudentTNoise
from model import IntervalNet

SETTINGS = dict(n=2400, epochs=25, batch_size=64, lr=5e-3, noise_lr=2e-2)


def main(settings=SETTINGS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = eruption_log(settings["n"])
    split = int(0.8 * len(x))
    train, test = (x[:split], y[:split]), (x[split:], y[split:])

    model = IntervalNet(x.size(1))
    noise = StudentTNoise()
    opt = torch.optim.Adam([
        {"params": model.parameters(), "lr": settings["lr"]},
        {"params": noise.parameters(), "lr": settings["noise_lr"]},
    ])
    report(model, noise, test, "untrained")
    g = torch.Generator().manual_seed(1)
    fit(model, noise, train, opt, settings["epochs"], settings["batch_size"], g)
    report(model, noise, test, "test")


if __name__ == "__main__":
    main()
