import torch

from .nets import make_pair
from .trainer import HingeGANTrainer
from .utils import mode_coverage


def main(iters=300):
    torch.manual_seed(1)
    gen, critic = make_pair()
    trainer = HingeGANTrainer(gen, critic)
    for it in range(iters):
        lc, lg = trainer.train_step()
        if it % 100 == 0:
            print(f"it {it}: critic {lc:.3f} gen {lg:.3f}")
    print("modes covered:", mode_coverage(trainer.sample(2000)))


if __name__ == "__main__":
    main()
