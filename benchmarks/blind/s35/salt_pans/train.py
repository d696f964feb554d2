import torch

from fit import audit, train_epoch
from model import BrineModel
from pans import N_PANS, WEATHER, hydrometer_set, pan_days


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(6)
    hydrometers = hydrometer_set(gen)
    train = pan_days(1500, gen, hydrometers)
    val = pan_days(500, gen, hydrometers)

    model = BrineModel(len(WEATHER), N_PANS)
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=10, gamma=0.5)
    mae, _ = audit(model, val)
    print(f"untrained: reading mae {mae:.2f} Be")
    for epoch in range(25):
        train_epoch(model, optimizer, train, 50, gen)
        scheduler.step()
        if epoch % 8 == 7 or epoch == 24:
            mae, per_pan = audit(model, val)
            print(f"epoch {epoch + 1}: reading mae {mae:.2f} Be, pan bias "
                  f"{per_pan.min().item():+.2f} .. {per_pan.max().item():+.2f} Be")
    print("checkpoint keys:", ", ".join(model.state_dict().keys()))


if __name__ == "__main__":
    main()
