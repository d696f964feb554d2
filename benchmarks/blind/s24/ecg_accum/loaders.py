import torch
from torch.utils.data import DataLoader, Dataset


class BeatDataset(Dataset):
    def __init__(self, signals, labels):
        self.signals = signals
        self.labels = labels

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, index):
        return self.signals[index], self.labels[index]


def stack_beats(samples):
    signals, labels = zip(*samples)
    x = torch.stack(signals).unsqueeze(1)
    x = (x - x.mean(dim=2, keepdim=True)) / x.std(dim=2, keepdim=True)
    return x, torch.tensor(labels)


def beat_loader(signals, labels, batch_size, shuffle=True):
    return DataLoader(BeatDataset(signals, labels), batch_size=batch_size,
                      shuffle=shuffle, collate_fn=stack_beats, drop_last=shuffle)
