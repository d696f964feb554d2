import torch

from .nets import CondGenerator, ProjectionCritic
from .trainer import CondGANTrainer


def main(steps=400, batch_size=128):
    torch.manual_seed(0)
    trainer = CondGANTrainer(CondGenerator(), ProjectionCritic())
    for step in range(steps):
        d, g = trainer.step(batch_size)
        if step % 100 == 0:
            print(f"step {step}: d {d:.3f} g {g:.3f}")
    for k, mean in trainer.class_means().items():
        print(k, [round(v, 2) for v in mean])


if __name__ == "__main__":
    main()
