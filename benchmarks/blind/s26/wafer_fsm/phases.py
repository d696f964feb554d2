import enum


class Phase(enum.Enum):
    FETCH = "fetch"
    FORWARD = "forward"
    BACKWARD = "backward"
    RESET = "reset"
    UPDATE = "update"


START = Phase.FETCH
TRANSITIONS = {
    Phase.FETCH: Phase.FORWARD,
    Phase.FORWARD: Phase.BACKWARD,
    Phase.BACKWARD: Phase.RESET,
    Phase.RESET: Phase.UPDATE,
    Phase.UPDATE: Phase.FETCH,
}
