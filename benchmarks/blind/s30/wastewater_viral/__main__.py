import torch

from wastewater_viral.fit import fit, validation_mae
from wastewater_viral.forecaster import AdmissionsForecaster
from wastewater_viral.sewershed import sewershed_panel, windows


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    panel = sewershed_panel(n_plants=24, days=220, seed=6)
    train = windows(panel[:, :, :160])
    valid = windows(panel[:, :, 150:])
    test = windows(sewershed_panel(n_plants=8, days=220, seed=7))
    net = AdmissionsForecaster()
    print(f"{len(train[0])} training windows, {len(valid[0])} validation windows")
    best = fit(net, train, valid)
    print(f"best val mae {best:.2f}; test mae {validation_mae(net, *test):.2f} admissions/day")


main()
