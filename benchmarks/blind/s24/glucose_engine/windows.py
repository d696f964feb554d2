import torch
from torch.utils.data import DataLoader, Dataset


class ForecastWindows(Dataset):
    def __init__(self, traces, history=16, horizon=4):
        self.traces = traces
        self.history = history
        self.horizon = horizon
        self.per_trace = traces.size(1) - history - horizon + 1
        self.mean = traces.mean()
        self.std = traces.std()

    def __len__(self):
        return self.traces.size(0) * self.per_trace

    def __getitem__(self, index):
        patient, start = divmod(index, self.per_trace)
        window = (self.traces[patient, start:start + self.history + self.horizon] - self.mean) / self.std
        return window[: self.history], window[self.history:]


def loaders(traces, n_val_patients, batch_size):
    train = ForecastWindows(traces[n_val_patients:])
    val = ForecastWindows(traces[:n_val_patients])
    return (DataLoader(train, batch_size=batch_size, shuffle=True),
            DataLoader(val, batch_size=1024), float(train.std))
