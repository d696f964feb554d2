import torch

from .distill import Distiller
from .fit import mae_kg, supervised, train
from .nets import student_net, teacher_net
from .patches import MEASURES, standardiser, weigh_off

SCALE = 1000.0


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(29)
    raw_x, kg = weigh_off(3000, gen)
    raw_test, kg_test = weigh_off(600, gen)
    scale_x = standardiser(raw_x)
    x, y = scale_x(raw_x), kg / SCALE
    test_x, test_y = scale_x(raw_test), kg_test / SCALE

    teacher = teacher_net(len(MEASURES))
    train(teacher, supervised(teacher), x, y, epochs=60, lr=2e-3, generator=gen)
    print(f"teacher test mae {mae_kg(teacher, test_x, test_y, SCALE):.1f} kg")

    small = student_net(len(MEASURES))
    train(small, supervised(small), x, y, epochs=60, lr=5e-3, generator=gen)
    print(f"student trained alone: test mae {mae_kg(small, test_x, test_y, SCALE):.1f} kg")

    distiller = Distiller(student_net(len(MEASURES)), teacher)
    train(distiller, distiller.loss, x, y, epochs=60, lr=5e-3, generator=gen)
    n_params = sum(p.numel() for p in distiller.parameters())
    print(f"distilled student ({n_params} parameters, checkpoint keys "
          f"{sorted(distiller.state_dict())}): "
          f"test mae {mae_kg(distiller, test_x, test_y, SCALE):.1f} kg")


if __name__ == "__main__":
    main()
