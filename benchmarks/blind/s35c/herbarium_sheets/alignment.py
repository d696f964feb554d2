import torch
import torch.nn.functional as F

from towers import trigram_ids


def encode_names(name_tower, names):
    ids = [torch.tensor(trigram_ids(n)) for n in names]
    offsets = torch.tensor([0] + [len(i) for i in ids[:-1]]).cumsum(0)
    return F.normalize(name_tower(torch.cat(ids), offsets), dim=1)


def name_logits(sheet_tower, traits, class_table, temperature):
    return F.normalize(sheet_tower(traits), dim=1) @ class_table.T / temperature
