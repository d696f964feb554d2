import torch

from .signals import SCHEMES, burst


def episodes(schemes, ways, shots, queries, chunk, generator):
    while True:
        picked = torch.randperm(len(schemes), generator=generator)[:ways].tolist()
        support, query, query_labels = [], [], []
        for label, index in enumerate(picked):
            signals = burst(schemes[index], shots + queries, generator)
            support.append(signals[:shots])
            query.append(signals[shots:])
            query_labels.append(torch.full((queries,), label))
        support_labels = torch.arange(ways).repeat_interleave(shots)
        query, query_labels = torch.cat(query), torch.cat(query_labels)
        order = torch.randperm(query.size(0), generator=generator)
        chunks = list(zip(query[order].split(chunk), query_labels[order].split(chunk)))
        yield torch.cat(support), support_labels, chunks


def training_schemes():
    return SCHEMES[:5]


def novel_schemes():
    return SCHEMES[5:]
