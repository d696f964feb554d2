import torch
from torch.autograd import Variable


def get_batch(feats, targets, i, bptt):
    seq_len = min(bptt, feats.size(0) - i)
    data = Variable(feats[i:i + seq_len])
    target = Variable(targets[i:i + seq_len])
    return data, target


def train_epoch(net, criterion, optimizer, feats, targets, bptt, clip, use_cuda=False):
    net.train()
    hidden = net.init_hidden(feats.size(1))
    total_loss = 0.0
    n_chunks = 0
    for i in range(0, feats.size(0), bptt):
        data, target = get_batch(feats, targets, i, bptt)
        if use_cuda:
            data, target = data.cuda(), target.cuda()
        optimizer.zero_grad()
        output, hidden = net(data, hidden)
        loss = criterion(output, target)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(net.parameters(), clip)
        optimizer.step()
        total_loss += loss.item()
        n_chunks += 1
    return total_loss / n_chunks


def evaluate(net, criterion, feats, targets, bptt, use_cuda=False):
    net.eval()
    hidden = net.init_hidden(feats.size(1))
    total_loss = 0.0
    n_chunks = 0
    with torch.no_grad():
        for i in range(0, feats.size(0), bptt):
            data, target = get_batch(feats, targets, i, bptt)
            if use_cuda:
                data, target = data.cuda(), target.cuda()
            output, hidden = net(data, hidden)
            total_loss += criterion(output, target).item()
            n_chunks += 1
    return total_loss / n_chunks
