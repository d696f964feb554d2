import torch

from fitting import deviance, fit
from model import CatchModel, encoder_state
from nights import FAMILIES, WEATHER, trap_nights
from transfer import freeze, trainable_parameters

STAGES = {
    "lowland": {"epochs": 25, "lr": 3e-3},
    "upland": {"epochs": 60, "lr": 3e-3, "frozen": ("encoder",)},
}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(23)
    low_x, low_y = trap_nights(4000, upland=False, generator=gen)
    low_test = trap_nights(800, upland=False, generator=gen)
    up_x, up_y = trap_nights(60, upland=True, generator=gen)
    up_test = trap_nights(800, upland=True, generator=gen)

    model = CatchModel(len(WEATHER), len(FAMILIES))
    stage = STAGES["lowland"]
    model.train()
    optimizer = torch.optim.Adam(model.parameters(), lr=stage["lr"])
    fit(model, optimizer, low_x, low_y, stage["epochs"], batch=64, generator=gen)
    print(f"lowland model: lowland test nll {deviance(model, *low_test):.3f}, "
          f"upland test nll {deviance(model, *up_test):.3f}")

    stage = STAGES["upland"]
    before = encoder_state(model)
    model.replace_head(len(FAMILIES))
    model.train()
    freeze(model, stage["frozen"])
    params = trainable_parameters(model)
    optimizer = torch.optim.Adam(params, lr=stage["lr"])
    fit(model, optimizer, up_x, up_y, stage["epochs"], batch=16, generator=gen)
    drift = (encoder_state(model) - before).abs().sum().item()
    print(f"upland head: {sum(p.numel() for p in params)} parameters tuned, "
          f"encoder drift {drift:.3f}")
    print(f"upland test nll {deviance(model, *up_test):.3f}")


if __name__ == "__main__":
    main()
