import torch
import torch.nn.functional as F

from cranberry_bogs.berries import BANDS, CLASSES, spectra, strong_view, weak_view
from cranberry_bogs.consistency import ConsistencyObjective
from cranberry_bogs.ema import MeanTeacher
from cranberry_bogs.nets import spectral_classifier


@torch.no_grad()
def accuracy(model, x, y):
    was_training = model.training
    model.eval()
    acc = (model(x).argmax(dim=1) == y).float().mean().item()
    model.train(was_training)
    return acc


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(13)
    lab_x, lab_y = spectra(45, gen)
    unl_x, _ = spectra(3000, gen)
    test_x, test_y = spectra(1000, gen)
    student = spectral_classifier(BANDS, len(CLASSES))
    teacher = MeanTeacher(student)
    consistency = ConsistencyObjective(teacher)
    optimizer = torch.optim.Adam(student.parameters(), lr=2e-3)
    print(f"untrained test accuracy {accuracy(student, test_x, test_y):.3f}")

    for step in range(1, 601):
        student.train()
        pick = torch.randint(0, len(lab_x), (16,), generator=gen)
        batch = unl_x[torch.randint(0, len(unl_x), (64,), generator=gen)]
        supervised = F.cross_entropy(student(weak_view(lab_x[pick], gen)), lab_y[pick])
        ramp = min(1.0, step / 200)
        unsupervised = consistency(student, weak_view(batch, gen), strong_view(batch, gen))
        loss = supervised + 2.0 * ramp * unsupervised
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        teacher.update(student)
        if step % 200 == 0:
            print(f"step {step}: supervised {supervised.item():.3f}, "
                  f"consistency {unsupervised.item():.4f}, "
                  f"student acc {accuracy(student, test_x, test_y):.3f}, "
                  f"teacher acc {accuracy(teacher.model, test_x, test_y):.3f}")


if __name__ == "__main__":
    main()
