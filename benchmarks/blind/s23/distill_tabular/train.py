import torch

from distill_tabular.distill import distill_epoch
from distill_tabular.student import EMAShadow, small_student
from distill_tabular.teacher import train_teacher, wide_teacher


def make_tabular(n, n_features=10, n_classes=4):
    x = torch.randn(n, n_features)
    score = torch.stack([
        x[:, 0] * x[:, 1], torch.sin(2 * x[:, 2]) + x[:, 3], x[:, 4].abs() - x[:, 5], 0.5 * x[:, 6] - x[:, 7] * x[:, 8]
    ], dim=1)
    return x, (score + 0.3 * torch.randn_like(score)).argmax(dim=1)


@torch.no_grad()
def accuracy(model, x, y):
    return (model(x).argmax(dim=1) == y).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = make_tabular(4000)
    x_test, y_test = make_tabular(1000)

    teacher = train_teacher(wide_teacher(10, 4), x, y)
    print(f"teacher test acc {accuracy(teacher, x_test, y_test):.3f}")

    student = small_student(10, 4)
    shadow = EMAShadow(student)
    optimizer = torch.optim.Adam(student.parameters(), lr=3e-3)
    print(f"student test acc before {accuracy(student, x_test, y_test):.3f}")
    for epoch in range(20):
        loss = distill_epoch(student, teacher, optimizer, x, y, on_step=shadow.update, temperature=3.0)
        if epoch % 5 == 4:
            print(f"epoch {epoch + 1}  kd loss {loss:.4f}  student {accuracy(student, x_test, y_test):.3f}"
                  f"  ema {accuracy(shadow.model, x_test, y_test):.3f}")


if __name__ == "__main__":
    main()
