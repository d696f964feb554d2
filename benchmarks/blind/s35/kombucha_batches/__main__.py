import torch

from .brewlog import FEATURES, month_of_batches
from .model import AcidityNet
from .rounds import RoundTrainer
from .warmstart import ShrinkPerturb

SETUP = {"months": 6, "rows_per_month": 240, "epochs_per_round": 6, "batch_size": 32,
         "lr": 2e-3, "shrink": 0.5, "sigma": 0.02}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(3)
    model = AcidityNet(len(FEATURES))
    optimizer = torch.optim.Adam(model.parameters(), lr=SETUP["lr"])
    trainer = RoundTrainer(model, optimizer, SETUP["epochs_per_round"], SETUP["batch_size"], gen)
    trainer.on_round_start(ShrinkPerturb(SETUP["shrink"], SETUP["sigma"]))

    seen_x, seen_y = [], []
    for month in range(SETUP["months"]):
        x, y = month_of_batches(month, SETUP["rows_per_month"], gen)
        if month > 0:
            ph_mae, ta_mae = trainer.evaluate(x, y)
            print(f"month {month}: next-month mae pH {ph_mae:.3f}, TA {ta_mae:.2f} g/L")
        seen_x.append(x)
        seen_y.append(y)
        loss = trainer.run_round(month, torch.cat(seen_x), torch.cat(seen_y))
        print(f"month {month}: round loss {loss:.4f}")


if __name__ == "__main__":
    main()
