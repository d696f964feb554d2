import torch

from callbacks import History, OptimizerStep, SmoothnessPenalty, ZeroGrad
from cohort import cgm_traces
from engine import Engine
from forecaster import GlucoseForecaster
from windows import loaders

EPOCHS = 6


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_loader, val_loader, scale = loaders(cgm_traces(), n_val_patients=4, batch_size=256)
    model = GlucoseForecaster()
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(
        optimizer, max_lr=5e-3, total_steps=EPOCHS * len(train_loader)
    )
    callbacks = [
        ZeroGrad(optimizer),
        SmoothnessPenalty(weight=0.1),
        OptimizerStep(optimizer, scheduler, model.parameters(), max_norm=1.0),
        History(),
    ]
    engine = Engine(model, callbacks)
    print(f"{len(train_loader.dataset)} training windows")
    print(f"val rmse before training {engine.validate(val_loader, scale):.3f} mmol/L")
    engine.fit(train_loader, val_loader, EPOCHS, scale)


if __name__ == "__main__":
    main()
