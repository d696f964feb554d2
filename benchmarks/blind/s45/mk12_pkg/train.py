import torch

from .green import GreenDataModule
from .lit import Trainer
from .module import BowlsStudent
from .teacher import pretrain_simulator_teacher


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    dm = GreenDataModule()
    dm.setup("teacher")
    teacher = pretrain_simulator_teacher(dm.x_mean, dm.x_std)
    student = BowlsStudent(teacher, width=48, lr=3e-3, alpha=0.5)
    trainer = Trainer(max_epochs=25)
    trainer.fit(student, dm)
    n_params = sum(p.numel() for p in student.parameters())
    print(f"student parameters: {n_params}; state_dict keys: {len(student.state_dict())}; "
          f"teacher grads all None: {all(p.grad is None for p in teacher.parameters())}")


if __name__ == "__main__":
    main()
