import torch

from ski_jump.data import FEATURES, HILLS, batches, jumps
from ski_jump.model import JumpNet
from ski_jump.stages import SCHEDULE, enter_stage
from ski_jump.trainer import Trainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = {hill: (jumps(hill, 900, seed=141 + i), jumps(hill, 300, seed=151 + i))
            for i, hill in enumerate(HILLS)}
    model = JumpNet(len(FEATURES), HILLS)
    trainer = Trainer(model)
    for stage in SCHEDULE:
        enter_stage(model, stage)
        (x_tr, y_tr), (x_te, y_te) = data[stage.hill]
        start = model.head.weight.detach().clone()
        print(f"stage {stage.hill}: untrained mae {trainer.distance_mae(x_te, y_te):.2f} m, "
              f"head owned by optimiser: {trainer.owns(model.head)}")
        for epoch in range(stage.epochs):
            loss = trainer.fit_epoch(batches(x_tr, y_tr, 48, seed=epoch))
        moved = (model.head.weight - start).norm().item()
        print(f"stage {stage.hill}: loss {loss:.3f}, test mae "
              f"{trainer.distance_mae(x_te, y_te):.2f} m, head moved {moved:.3f}")


if __name__ == "__main__":
    main()
