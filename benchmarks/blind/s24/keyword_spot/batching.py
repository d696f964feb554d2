import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader


def pad_clips(samples):
    frames, labels = zip(*samples)
    lengths = torch.tensor([f.size(0) for f in frames])
    padded = pad_sequence(frames, batch_first=True)
    return padded, lengths, torch.tensor(labels)


def make_loader(dataset, batch_size, shuffle):
    return DataLoader(dataset, batch_size=batch_size, shuffle=shuffle, collate_fn=pad_clips)
