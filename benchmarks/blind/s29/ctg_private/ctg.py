import torch

FEATURES = ("baseline FHR", "accelerations", "fetal movement", "contractions", "light decels",
            "severe decels", "prolonged decels", "abnormal STV %", "mean STV", "abnormal LTV %")
CLASSES = ("normal", "suspect", "pathological")


def ctg_records(n, generator):
    g = generator
    cls = torch.multinomial(torch.tensor([0.75, 0.15, 0.10]), n, replacement=True, generator=g)
    x = torch.randn(n, len(FEATURES), generator=g)
    x[:, 0] += torch.tensor([0.0, 0.8, 1.2])[cls] * torch.sign(torch.randn(n, generator=g))
    x[:, 1] -= torch.tensor([0.0, 0.9, 1.5])[cls]
    x[:, 5] += torch.tensor([0.0, 0.3, 2.0])[cls]
    x[:, 6] += torch.tensor([0.0, 0.6, 1.8])[cls]
    x[:, 7] += torch.tensor([0.0, 1.2, 1.6])[cls]
    x[:, 8] -= torch.tensor([0.0, 0.7, 1.3])[cls]
    x[:, 9] += torch.tensor([0.0, 1.0, 1.1])[cls]
    return x, cls
