import torch

from fit import DangerModel, fit, scores
from snowpack import CHANNELS, DANGER, standardise, winter_days


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_weather, train_danger = winter_days(2400, seed=1)
    test_weather, test_danger = winter_days(1000, seed=2)
    train_weather, test_weather = standardise(train_weather, test_weather)
    print("danger level counts (train):", torch.bincount(train_danger, minlength=len(DANGER)).tolist())
    model = DangerModel(len(CHANNELS), len(DANGER))
    print("untrained:", scores(model, test_weather, test_danger))
    fit(model, (train_weather, train_danger), (test_weather, test_danger), epochs=8, batch_size=64,
        generator=torch.Generator().manual_seed(3))


if __name__ == "__main__":
    main()
